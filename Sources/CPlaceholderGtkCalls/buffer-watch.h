#ifndef PTV_BUFFER_WATCH_H
#define PTV_BUFFER_WATCH_H

#include "gtk-calls.h"

/* A GtkTextBuffer's `changed`, filtered in C: the owner is called only when
   the buffer's emptiness is not the one it last saw, or on every change
   while it counts the text (a length limit). Every keystroke emits
   `changed`; in a view that stays non-empty it then costs one character
   count (O(1): the text's B-tree keeps it) instead of a trip through GLib's
   generic marshalling into Swift. The owner writes `seen_empty` whenever it
   acts on a new emptiness, however it learnt of it, so a flip it saw from
   another path (a handler that ran before this one) is not reported again,
   and one it has not acted on is reported. */
typedef struct PtvBufferWatch {
    int seen_empty;
    int every_change;
    void (*changed)(void *owner);
    void *owner;
} PtvBufferWatch;

/* The `changed` handler, with the watch as its user data. */
static inline void ptv_buffer_watch_changed(PtvGtkTextBuffer *buffer, PtvBufferWatch *watch) {
    if (watch->every_change || (ptv_gtk_text_buffer_get_char_count(buffer) == 0) != (watch->seen_empty != 0))
        watch->changed(watch->owner);
}

#endif
