ALTER TABLE "bpm_model" ADD COLUMN "type" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_model" ADD COLUMN "icon" varchar(500);--> statement-breakpoint
ALTER TABLE "bpm_model" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_model" ADD COLUMN "manager_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_model" ADD COLUMN "start_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_model" ADD COLUMN "start_dept_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;