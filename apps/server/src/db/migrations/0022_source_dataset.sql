CREATE TABLE "stock_source_dataset" (
	"source" varchar(16) NOT NULL,
	"dataset" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'never' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"cursor" varchar(32),
	"last_attempt_time" timestamp with time zone,
	"last_success_time" timestamp with time zone,
	"last_rows" integer DEFAULT 0 NOT NULL,
	"last_written" integer DEFAULT 0 NOT NULL,
	"next_run_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_source_dataset_source_dataset_pk" PRIMARY KEY("source","dataset")
);
