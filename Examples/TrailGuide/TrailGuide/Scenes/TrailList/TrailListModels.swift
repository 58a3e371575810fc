struct TrailListRequest {}
struct TrailListResponse {}
struct TrailListViewModel {
    var title: String
}
