struct FilterRequest {}
struct FilterResponse {}
struct FilterViewModel {
    var title: String
}
