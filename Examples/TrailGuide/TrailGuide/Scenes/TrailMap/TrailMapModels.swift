struct TrailMapRequest {}
struct TrailMapResponse {}
struct TrailMapViewModel {
    var title: String
}
