// Package otplimit gives every sign-in code its own attempt limit. PocketBase limits code attempts
// per account *and address* (apis/record_auth_with_otp.go: 5 per 180 s per client IP), so an
// attacker who rotates addresses could keep guessing an 8-digit code for its whole life. Here the
// attempts are counted per code, whatever the address: a sixth attempt is refused and deletes the
// code, and a new one must be requested (which mails the moderator). docs/security.md §4.
package otplimit

import (
	"encoding/json/v2"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"monsterinvasion/server/jsonbody"
)

// MaxAttempts is how many codes may be tried against one OTP.
const MaxAttempts = 5

const maxBody = 4 << 10

// A code lives 5 minutes (collection OTP duration); counts are kept a little longer, then dropped.
const keep = 10 * time.Minute

type counter struct {
	mu       sync.Mutex
	takes    int
	attempts map[string]int
	seen     map[string]time.Time
}

// sweepEvery: counts of codes older than `keep` are dropped once this many takes have passed, so no
// attempt pays for walking the whole map.
const sweepEvery = 256

func (c *counter) take(otpID string, now time.Time) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.takes++
	if c.takes%sweepEvery == 0 {
		for id, at := range c.seen {
			if now.Sub(at) > keep {
				delete(c.seen, id)
				delete(c.attempts, id)
			}
		}
	}
	if _, ok := c.seen[otpID]; !ok {
		c.seen[otpID] = now
	}
	c.attempts[otpID]++
	return c.attempts[otpID]
}

// MustRegister binds the limit to the sign-in-with-code route of every auth collection.
func MustRegister(app core.App) {
	c := &counter{attempts: map[string]int{}, seen: map[string]time.Time{}}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "miOtpAttemptLimit",
			Priority: apis.DefaultBodyLimitMiddlewarePriority + 20,
			Func: func(e *core.RequestEvent) error {
				if e.Request.Pattern != "POST /api/collections/{collection}/auth-with-otp" {
					return e.Next()
				}
				return c.check(e)
			},
		})
		return se.Next()
	})
}

func (c *counter) check(e *core.RequestEvent) error {
	raw, ok := jsonbody.Read(e, maxBody)
	if !ok {
		return e.BadRequestError("Solicitud no permitida. · Request not allowed.", nil)
	}
	var body struct {
		OTPId string `json:"otpId"`
	}
	// Decoded exactly as PocketBase's binder decodes it (tools/router/event.go BindBody), so both read
	// the same otpId whatever the casing or repetition of the key.
	// A body this strict decoding refuses (trailing data, a key twice) is refused here: PocketBase's
	// binder reads only the first JSON value, so an attempt PocketBase would check must be counted.
	if json.Unmarshal(raw, &body, json.MatchCaseInsensitiveNames(true)) != nil {
		return e.BadRequestError("Solicitud no permitida. · Request not allowed.", nil)
	}
	// Only codes that exist are counted (a made-up id is PocketBase's "Invalid or expired OTP"), so
	// nobody fills the counts with ids of their own.
	otp, err := e.App.FindOTPById(body.OTPId)
	if body.OTPId == "" || err != nil {
		return e.Next()
	}
	if c.take(otp.Id, time.Now()) > MaxAttempts {
		if err := e.App.Delete(otp); err != nil {
			e.App.Logger().Error("Failed to delete an OTP past its attempt limit", "error", err, "otpId", otp.Id)
		}
		return e.TooManyRequestsError("Demasiados intentos con este código: pide uno nuevo. · Too many attempts with this code: ask for a new one.", nil)
	}
	return e.Next()
}
