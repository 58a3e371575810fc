import SwiftUI

enum RewardsBuilder {
    @MainActor
    static func build(session: SessionStore) -> some View {
        let interactor = RewardsInteractor(session: session)
        let presenter = RewardsPresenter(interactor: interactor)
        return RewardsView(presenter: presenter)
    }
}

struct RewardsView: View {
    @ObservedObject var presenter: RewardsPresenter

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Gauge(value: Double(presenter.stamps), in: 0...10) {
                    Text("Stamps")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Text("\(10 - presenter.stamps) more coffees until a free one")
            }
            .navigationTitle("Rewards")
            .toolbar {
                Button("Sign out") { presenter.didTapSignOut() }
            }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class RewardsPresenter: ObservableObject {
    @Published private(set) var stamps = 0

    private let interactor: RewardsInteractor

    init(interactor: RewardsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        stamps = await interactor.stampCount()
    }

    func didTapSignOut() {
        interactor.signOut()
    }
}

@MainActor
final class RewardsInteractor {
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func stampCount() async -> Int {
        7
    }

    func signOut() {
        session.signOut()
    }
}
