#!/usr/bin/env bash
# Instructions GTK 4's renderer spends on one frame of a saved node tree,
# counted by valgrind's callgrind: each file is rendered once and six times
# by a 400×200 window's renderer (the same node, so what the renderer keeps
# across frames is kept), and the difference is divided by five. This
# separates what a renderer costs from what widgets cost to snapshot.
#
#   PLACEHOLDER_BENCH_NODE_FILE=/tmp/project.node GSK_RENDERER=gl xvfb-run -a \
#       Benchmarks/.build/release/placeholder-bench-gtk4 --quick --only redraw --columns project
#   GSK_RENDERER=gl xvfb-run -a bash Tests/render-node-instructions.sh /tmp/project.node /tmp/label.node
#
# The files are GSK's text format (gsk_render_node_write_to_file), so they
# can be edited to try a change in the nodes: move a text node, add a group.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: render-node-instructions.sh NODE_FILE..." >&2; exit 2; }
export GSK_RENDERER=${GSK_RENDERER:-gl} LP_NUM_THREADS=0 NO_AT_BRIDGE=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/render.c" <<'C'
#include <gtk/gtk.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  gtk_init();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), 400, 200);
  gtk_window_present(GTK_WINDOW(window));
  for (int i = 0; i < 50; i++) g_main_context_iteration(NULL, FALSE);
  GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(window));
  char *data; gsize length; GError *error = NULL;
  if (!g_file_get_contents(argv[1], &data, &length, &error)) g_error("%s", error->message);
  GskRenderNode *node = gsk_render_node_deserialize(g_bytes_new_take(data, length), NULL, NULL);
  if (node == NULL) g_error("%s: not a node tree", argv[1]);
  graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, 400, 200);
  for (int i = atoi(argv[2]); i > 0; i--) g_object_unref(gsk_renderer_render_texture(renderer, node, &viewport));
  g_print("%s\n", G_OBJECT_TYPE_NAME(renderer));
  return 0;
}
C
cc -O1 "$work/render.c" -o "$work/render" $(pkg-config --cflags --libs gtk4)
for file in "$@"; do
    counts=()
    for frames in 1 6; do
        name=$("${VALGRIND:-valgrind}" --tool=callgrind --toggle-collect=gsk_renderer_render_texture \
            --callgrind-out-file="$work/out" "$work/render" "$file" "$frames" 2>/dev/null)
        counts+=("$(awk '/^summary:/ {print $2}' "$work/out")")
    done
    printf '%-40s %12d instructions per frame (%s)\n' "$file" $(((counts[1] - counts[0]) / 5)) "$name"
done
