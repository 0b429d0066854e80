CREATE TABLE "stock_auction" (
	"trade_date" date NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"prev_close" numeric(12, 2),
	"change_percent" numeric(10, 2),
	"volume" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(20, 2) DEFAULT 0 NOT NULL,
	"unmatched_volume" bigint,
	"auction_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_auction_trade_date_stock_code_pk" PRIMARY KEY("trade_date","stock_code")
);
--> statement-breakpoint
CREATE TABLE "stock_order_book" (
	"stock_code" varchar(10) PRIMARY KEY NOT NULL,
	"trade_date" date NOT NULL,
	"bid_prices" numeric(12, 2)[] NOT NULL,
	"bid_volumes" bigint[] NOT NULL,
	"ask_prices" numeric(12, 2)[] NOT NULL,
	"ask_volumes" bigint[] NOT NULL,
	"outer_volume" bigint,
	"inner_volume" bigint,
	"book_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_tick" (
	"trade_date" date NOT NULL,
	"stock_code" varchar(10) NOT NULL,
	"seq" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"volume" bigint NOT NULL,
	"side" smallint NOT NULL,
	CONSTRAINT "stock_tick_trade_date_stock_code_seq_pk" PRIMARY KEY("trade_date","stock_code","seq")
);
--> statement-breakpoint
CREATE INDEX "stock_auction_code_idx" ON "stock_auction" USING btree ("stock_code","trade_date");