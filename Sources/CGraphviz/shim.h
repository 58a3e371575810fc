// The installed Graphviz headers (libgraphviz-dev); pkg-config libgvc adds their folder.
#include <gvc.h>
#include <cgraph.h>
#include <stdio.h>
#include <stdlib.h>

// An object-ID discipline that numbers named objects in the order they are first seen.
// cgraph's default uses the address of each interned name as its ID and keeps subgraphs
// (clusters) ordered by ID, so the order of clusters in the SVG, and with it the bytes,
// changed from run to run with the heap's layout. Sequential IDs make it follow the DOT text.
typedef struct {
    Agraph_t *graph;
    char **names;          // by (id / 2 - 1)
    size_t count, capacity;
    char **slots;          // open-addressing table of interned name pointers
    IDTYPE *slotIDs;
    size_t slotCount;
    IDTYPE anonymous;      // odd IDs for unnamed objects
} vm_ids;

static void *vm_ids_open(Agraph_t *g, Agdisc_t *disc) {
    (void)disc;
    vm_ids *state = calloc(1, sizeof(vm_ids));
    if (!state) return NULL;
    state->graph = g;
    state->anonymous = 1;
    return state;
}

static size_t vm_ids_hash(const char *p, size_t n) { return (size_t)(((uintptr_t)p >> 3) * 11400714819323198485ull) & (n - 1); }

static int vm_ids_grow(vm_ids *s) {
    size_t n = s->slotCount ? s->slotCount * 2 : 256;
    char **slots = calloc(n, sizeof(char *));
    IDTYPE *ids = calloc(n, sizeof(IDTYPE));
    if (!slots || !ids) { free(slots); free(ids); return 0; }
    for (size_t i = 0; i < s->slotCount; i++) {
        if (!s->slots[i]) continue;
        size_t h = vm_ids_hash(s->slots[i], n);
        while (slots[h]) h = (h + 1) & (n - 1);
        slots[h] = s->slots[i];
        ids[h] = s->slotIDs[i];
    }
    free(s->slots); free(s->slotIDs);
    s->slots = slots; s->slotIDs = ids; s->slotCount = n;
    return 1;
}

static long vm_ids_map(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    (void)objtype;
    vm_ids *s = state;
    if (!str) { *id = s->anonymous; s->anonymous += 2; return 1; }
    char *interned = createflag ? agstrdup(s->graph, str) : agstrbind(s->graph, str);
    if (!interned) return 0;
    if ((s->count + 1) * 2 > s->slotCount && !vm_ids_grow(s)) return 0;
    size_t h = vm_ids_hash(interned, s->slotCount);
    while (s->slots[h]) {
        if (s->slots[h] == interned) { *id = s->slotIDs[h]; return 1; }
        h = (h + 1) & (s->slotCount - 1);
    }
    if (s->count == s->capacity) {
        size_t capacity = s->capacity ? s->capacity * 2 : 256;
        char **names = realloc(s->names, capacity * sizeof(char *));
        if (!names) return 0;
        s->names = names; s->capacity = capacity;
    }
    s->names[s->count++] = interned;
    s->slots[h] = interned;
    s->slotIDs[h] = (IDTYPE)s->count * 2;
    *id = s->slotIDs[h];
    return 1;
}

static long vm_ids_alloc(void *state, int objtype, IDTYPE request) { (void)state; (void)objtype; (void)request; return 0; }

static void vm_ids_free(void *state, int objtype, IDTYPE id) {
    (void)state; (void)objtype; (void)id;
    // Names stay interned until the graph closes (cgraph frees its string pool then).
}

static char *vm_ids_print(void *state, int objtype, IDTYPE id) {
    (void)objtype;
    vm_ids *s = state;
    if (id % 2 != 0 || id == 0 || id / 2 > s->count) return NULL;
    return s->names[id / 2 - 1];
}

static void vm_ids_close(void *state) {
    vm_ids *s = state;
    if (!s) return;
    free(s->names); free(s->slots); free(s->slotIDs); free(s);
}

static void vm_ids_register(void *state, int objtype, void *obj) { (void)state; (void)objtype; (void)obj; }

static Agiddisc_t vm_ids_disc = { vm_ids_open, vm_ids_map, vm_ids_alloc, vm_ids_free, vm_ids_print, vm_ids_close, vm_ids_register };

/// Reads DOT text into a graph numbered by `vm_ids_disc`; NULL on a syntax error.
static inline Agraph_t *vm_read_dot(const char *text, size_t length) {
    FILE *stream = fmemopen((void *)text, length, "r");
    if (!stream) return NULL;
    Agdisc_t disc = { &AgMemDisc, &vm_ids_disc, &AgIoDisc };
    Agraph_t *graph = agread(stream, &disc);
    fclose(stream);
    return graph;
}
