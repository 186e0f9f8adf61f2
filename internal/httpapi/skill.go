package httpapi

import "github.com/stride-oss/stride"

func skillOwner(in *stride.SkillInput) string { return in.UserID }
