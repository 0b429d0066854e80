CREATE TABLE "stock_adj_factor" (
	"stock_code" varchar(10) NOT NULL,
	"trade_date" date NOT NULL,
	"factor" numeric(16, 6) NOT NULL,
	CONSTRAINT "stock_adj_factor_stock_code_trade_date_pk" PRIMARY KEY("stock_code","trade_date")
);
