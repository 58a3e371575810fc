import SwiftUI

enum ArticleBuilder {
    static func build(api: NewsroomAPI, topicID: Topic.ID?) -> some View {
        let interactor = ArticleInteractor(api: api)
        let presenter = ArticlePresenter(topicID: topicID, interactor: interactor)
        return ArticleView(presenter: presenter)
    }
}

struct ArticleView: View {
    @ObservedObject var presenter: ArticlePresenter

    var body: some View {
        ScrollView {
            if let story = presenter.story {
                VStack(alignment: .leading, spacing: 12) {
                    Text(story.headline).font(.largeTitle.bold())
                    Text("By \(story.byline)").foregroundStyle(.secondary)
                    Text(story.body)
                }
                .padding()
            } else {
                Text(presenter.placeholder)
                    .foregroundStyle(.secondary)
                    .padding(.top, 80)
            }
        }
        .task(id: presenter.topicID) { await presenter.load() }
    }
}

@MainActor
final class ArticlePresenter: ObservableObject {
    let topicID: Topic.ID?
    @Published private(set) var story: Story?

    private let interactor: ArticleInteractor

    init(topicID: Topic.ID?, interactor: ArticleInteractor) {
        self.topicID = topicID
        self.interactor = interactor
    }

    var placeholder: String {
        topicID == nil ? "Pick a topic to read its lead story" : "Loading…"
    }

    func load() async {
        guard let topicID else { return }
        story = await interactor.leadStory(topicID: topicID)
    }
}

final class ArticleInteractor {
    private let api: NewsroomAPI

    init(api: NewsroomAPI) {
        self.api = api
    }

    func leadStory(topicID: Topic.ID) async -> Story? {
        try? await api.leadStory(topicID: topicID)
    }
}
