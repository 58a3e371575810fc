struct ReviewRequest {}
struct ReviewResponse {}
struct ReviewViewModel {
    var title: String
}
