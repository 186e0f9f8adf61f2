package httpapi

import "net/http"

// notificationLimit is how many notifications the bell lists.
const notificationLimit = 50

func (s *Server) listNotifications(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	list, err := s.svc.Notifications.ListNotifications(r.Context(), u.ID, notificationLimit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

func (s *Server) markNotificationRead(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	n, err := s.svc.Notifications.MarkNotificationRead(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, n)
	return nil
}

func (s *Server) markAllNotificationsRead(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	n, err := s.svc.Notifications.MarkAllNotificationsRead(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]int{"updated": n})
	return nil
}
