ALTER TABLE "bpm_job" ALTER COLUMN "process_instance_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_job" ADD COLUMN "kind" varchar(16) DEFAULT 'delegate' NOT NULL;--> statement-breakpoint
ALTER TABLE "bpm_job" ADD COLUMN "process_definition_id" uuid;--> statement-breakpoint
ALTER TABLE "bpm_job" ADD COLUMN "fire_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bpm_job_definition_idx" ON "bpm_job" USING btree ("process_definition_id");