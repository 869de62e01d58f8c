ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_owner_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;