import SwiftUI

enum TopicsBuilder {
    static func build(api: NewsroomAPI, selection: Binding<Topic.ID?>) -> some View {
        let interactor = TopicsInteractor(api: api)
        let presenter = TopicsPresenter(interactor: interactor)
        return TopicsView(presenter: presenter, selection: selection)
    }
}

struct TopicsView: View {
    @ObservedObject var presenter: TopicsPresenter
    @Binding var selection: Topic.ID?

    var body: some View {
        List(presenter.topics, selection: $selection) { topic in
            HStack {
                Text(topic.title)
                Spacer()
                if topic.unreadCount > 0 {
                    Text("\(topic.unreadCount)")
                        .font(.caption.bold())
                        .padding(.horizontal, 6)
                        .background(.red.opacity(0.15), in: Capsule())
                }
            }
            .tag(topic.id)
        }
        .listStyle(.sidebar)
        .navigationTitle("Topics")
        .task { await presenter.load() }
    }
}

@MainActor
final class TopicsPresenter: ObservableObject {
    @Published private(set) var topics: [Topic] = []

    private let interactor: TopicsInteractor

    init(interactor: TopicsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        topics = await interactor.topics()
    }
}

final class TopicsInteractor {
    private let api: NewsroomAPI

    init(api: NewsroomAPI) {
        self.api = api
    }

    func topics() async -> [Topic] {
        (try? await api.topics()) ?? []
    }
}
