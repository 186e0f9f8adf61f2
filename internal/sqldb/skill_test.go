package sqldb_test

import (
	"context"
	"slices"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestSkillStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		skills := sqldb.NewSkillService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		goSkill := stride.SkillInput{Name: "Go", Level: "advanced", Category: "technical"}
		var id string
		runStore(t, []storeCase{
			{name: "create", call: func(ctx context.Context) error {
				s, err := skills.CreateSkill(ctx, alice, goSkill)
				if err == nil {
					id = s.ID
					err = check(s.UserID == alice && s.Name == "Go" && s.Level == "advanced", "created %+v", s)
				}
				return err
			}},
			{name: "same name in another case", code: stride.ECONFLICT, call: func(ctx context.Context) error {
				_, err := skills.CreateSkill(ctx, alice, stride.SkillInput{Name: "GO", Level: "expert", Category: "technical"})
				return err
			}},
			{name: "same name for another user", call: func(ctx context.Context) error {
				_, err := skills.CreateSkill(ctx, bob, goSkill)
				return err
			}},
			{name: "users with the skill, any case", call: func(ctx context.Context) error {
				ids, err := skills.UsersWithSkills(ctx, []string{" go ", "Rust"}, 10)
				if err == nil {
					err = check(len(ids) == 2 && slices.Contains(ids, alice) && slices.Contains(ids, bob), "users %v", ids)
				}
				return err
			}},
			{name: "users with no names", call: func(ctx context.Context) error {
				ids, err := skills.UsersWithSkills(ctx, nil, 10)
				if err == nil {
					err = check(len(ids) == 0, "users %v", ids)
				}
				return err
			}},
			{name: "update by another user", code: stride.EFORBIDDEN, call: func(ctx context.Context) error {
				_, err := skills.UpdateSkill(ctx, bob, id, stride.SkillInput{Name: "Hacked", Level: "beginner", Category: "soft"})
				return err
			}},
			{name: "update unknown", code: stride.ENOTFOUND, call: func(ctx context.Context) error {
				_, err := skills.UpdateSkill(ctx, alice, "nope", goSkill)
				return err
			}},
			{name: "update own", call: func(ctx context.Context) error {
				s, err := skills.UpdateSkill(ctx, alice, id, stride.SkillInput{Name: "Go 1.22", Level: "expert", Category: "technical"})
				if err == nil {
					err = check(s.ID == id && s.Name == "Go 1.22" && s.Level == "expert", "updated %+v", s)
				}
				return err
			}},
			{name: "delete by another user", code: stride.EFORBIDDEN, call: func(ctx context.Context) error { return skills.DeleteSkill(ctx, bob, id) }},
			{name: "list own only", call: func(ctx context.Context) error {
				list, err := skills.ListSkills(ctx, alice)
				if err == nil {
					err = check(len(list) == 1 && list[0].ID == id && list[0].Name == "Go 1.22", "list %+v", list)
				}
				return err
			}},
			{name: "delete own", call: func(ctx context.Context) error { return skills.DeleteSkill(ctx, alice, id) }},
			{name: "delete again", code: stride.ENOTFOUND, call: func(ctx context.Context) error { return skills.DeleteSkill(ctx, alice, id) }},
			{name: "list empty", call: func(ctx context.Context) error {
				list, err := skills.ListSkills(ctx, alice)
				if err == nil {
					err = check(list != nil && len(list) == 0, "list %+v", list)
				}
				return err
			}},
		})
	})
}
