import SwiftUI

enum ListenerSurveyConfigurator {
    @MainActor
    static func configure() -> some View {
        ListenerSurveyView(presenter: ListenerSurveyPresenter(feed: .shared))
    }
}

struct ListenerSurveyView: View {
    @ObservedObject var presenter: ListenerSurveyPresenter

    var body: some View {
        Form {
            Picker("How likely are you to recommend us?", selection: $presenter.rating) {
                ForEach(0...10, id: \.self) { Text("\($0)") }
            }
            TextField("Anything else?", text: $presenter.comment, axis: .vertical)
            Button("Send") {
                Task { await presenter.submit() }
            }
        }
    }
}

@MainActor
final class ListenerSurveyPresenter: ObservableObject {
    @Published var rating = 8
    @Published var comment = ""

    private let feed: FeedService

    init(feed: FeedService) {
        self.feed = feed
    }

    func submit() async {
        await feed.submitSurvey(rating: rating, comment: comment)
    }
}
