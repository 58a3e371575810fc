struct TrailDetailRequest {}
struct TrailDetailResponse {}
struct TrailDetailViewModel {
    var title: String
}
