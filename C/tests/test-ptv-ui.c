/* ptv_init(), GtkBuilder files, and text and markup set in every order
 * (what builders, designers and bindings do): part of test-ptv. */
#include <ptv.h>
#include <string.h>

#include "check.h"

/* A view and a placeholder object on it whose placeholder is `start`
 * (plain text, or markup when it begins with '<'). */
static PtvPlaceholder *
placeholder_starting_with (GtkWidget *view, const char *start)
{
  PtvPlaceholder *placeholder = ptv_placeholder_new (GTK_TEXT_VIEW (view), "");
  if (start[0] == '<')
    CHECK (ptv_placeholder_set_markup (placeholder, start, NULL));
  else
    ptv_placeholder_set_text (placeholder, start);
  return placeholder;
}

/* Sets `first` then `second` ("text" or "markup"), one of them to `value`
 * and the other to `empty` (NULL or ""): the non-empty one must win, from
 * any starting placeholder. */
static void
check_order (GtkWidget *view, const char *first, const char *second, const char *value, const char *empty)
{
  const char *starts[] = { "", "Old", "<b>Old</b>" };
  gboolean markup_wins = strcmp (value, "<i>Rich</i>") == 0;
  const char *valued = markup_wins ? "markup" : "text";
  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      PtvPlaceholder *placeholder = placeholder_starting_with (view, starts[i]);
      g_object_set (placeholder, first, strcmp (first, valued) == 0 ? value : empty, NULL);
      g_object_set (placeholder, second, strcmp (second, valued) == 0 ? value : empty, NULL);
      if (markup_wins)
        CHECK (g_strcmp0 (ptv_placeholder_get_markup (placeholder), "<i>Rich</i>") == 0);
      else
        CHECK (g_strcmp0 (ptv_placeholder_get_text (placeholder), "Plain") == 0
               && ptv_placeholder_get_markup (placeholder) == NULL);
      g_object_unref (placeholder);
    }
}

/* Four views in one file, text and markup in both orders, one of them empty. */
static const char *ui =
  "<interface>"
  "<object class='GtkTextView' id='v1'/><object class='GtkTextView' id='v2'/>"
  "<object class='GtkTextView' id='v3'/><object class='GtkTextView' id='v4'/>"
  "<object class='PtvPlaceholder' id='p1'><property name='text-view'>v1</property>"
  "  <property name='text'>Plain</property><property name='markup'></property></object>"
  "<object class='PtvPlaceholder' id='p2'><property name='markup'></property>"
  "  <property name='text'>Plain</property><property name='text-view'>v2</property></object>"
  "<object class='PtvPlaceholder' id='p3'><property name='text-view'>v3</property>"
  "  <property name='markup'>&lt;i&gt;Rich&lt;/i&gt;</property><property name='text'></property></object>"
  "<object class='PtvPlaceholder' id='p4'><property name='text'></property>"
  "  <property name='markup'>&lt;i&gt;Rich&lt;/i&gt;</property><property name='text-view'>v4</property></object>"
  "</interface>";

void
check_init_and_ui_files (void)
{
  /* Nothing registers the types before ptv_init() here (GtkBuilder would
     find them in this program, which links the library, but not in Python
     or GJS, which load it privately). */
  CHECK (g_type_from_name ("PtvPlaceholder") == 0);
  ptv_init ();
  ptv_init ();
  CHECK (g_type_from_name ("PtvPlaceholder") == PTV_TYPE_PLACEHOLDER);
  CHECK (g_type_from_name ("PtvPlaceholderError") == PTV_TYPE_PLACEHOLDER_ERROR);
  CHECK (G_TYPE_IS_ENUM (PTV_TYPE_PLACEHOLDER_ERROR));

  GError *error = NULL;
  GtkBuilder *builder = gtk_builder_new ();
  CHECK (gtk_builder_add_from_string (builder, ui, -1, &error));
  if (error != NULL)
    {
      fprintf (stderr, "the .ui file: %s\n", error->message);
      g_clear_error (&error);
    }
  for (int i = 1; i <= 4; i++)
    {
      char id[4];
      g_snprintf (id, sizeof id, "p%d", i);
      PtvPlaceholder *placeholder = PTV_PLACEHOLDER (gtk_builder_get_object (builder, id));
      if (i <= 2)
        CHECK (strcmp (ptv_placeholder_get_text (placeholder), "Plain") == 0
               && ptv_placeholder_get_markup (placeholder) == NULL);
      else
        CHECK (g_strcmp0 (ptv_placeholder_get_markup (placeholder), "<i>Rich</i>") == 0);
    }

  GtkWidget *view = g_object_ref_sink (gtk_text_view_new ());
  const char *empties[] = { NULL, "" };
  for (guint i = 0; i < G_N_ELEMENTS (empties); i++)
    {
      check_order (view, "text", "markup", "Plain", empties[i]);
      check_order (view, "markup", "text", "Plain", empties[i]);
      check_order (view, "text", "markup", "<i>Rich</i>", empties[i]);
      check_order (view, "markup", "text", "<i>Rich</i>", empties[i]);
    }
  g_object_unref (view);
  g_object_unref (builder);
}
