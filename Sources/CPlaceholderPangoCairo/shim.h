#ifndef PTV_PANGOCAIRO_SHIM_H
#define PTV_PANGOCAIRO_SHIM_H

/* Pango and Cairo, and nothing of GTK: what the shared renderer needs. */
#include <pango/pangocairo.h>

#endif
