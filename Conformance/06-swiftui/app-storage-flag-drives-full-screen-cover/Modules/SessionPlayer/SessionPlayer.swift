import SwiftUI

enum SessionPlayerBuilder {
    static func build(session: MeditationSession, catalog: MeditationCatalog) -> some View {
        let interactor = SessionPlayerInteractor(catalog: catalog)
        let presenter = SessionPlayerPresenter(session: session, interactor: interactor)
        return SessionPlayerView(presenter: presenter)
    }
}

struct SessionPlayerView: View {
    @ObservedObject var presenter: SessionPlayerPresenter

    var body: some View {
        VStack(spacing: 32) {
            Text(presenter.session.title).font(.title.bold())
            Text(presenter.remainingText)
                .font(.system(size: 64, weight: .thin, design: .rounded))
                .monospacedDigit()
            Button(presenter.isRunning ? "Pause" : "Begin") { presenter.toggle() }
                .buttonStyle(.borderedProminent)
        }
        .navigationBarTitleDisplayMode(.inline)
        .onDisappear { presenter.stop() }
    }
}

@MainActor
final class SessionPlayerPresenter: ObservableObject {
    let session: MeditationSession
    @Published private(set) var elapsed = 0
    @Published private(set) var isRunning = false

    private let interactor: SessionPlayerInteractor
    private var timer: Timer?

    init(session: MeditationSession, interactor: SessionPlayerInteractor) {
        self.session = session
        self.interactor = interactor
    }

    var remainingText: String {
        let left = max(session.minutes * 60 - elapsed, 0)
        return String(format: "%d:%02d", left / 60, left % 60)
    }

    func toggle() {
        if isRunning {
            timer?.invalidate()
            isRunning = false
        } else {
            isRunning = true
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                Task { @MainActor in self?.elapsed += 1 }
            }
        }
    }

    func stop() {
        timer?.invalidate()
        interactor.log(session, seconds: elapsed)
    }
}

final class SessionPlayerInteractor {
    private let catalog: MeditationCatalog

    init(catalog: MeditationCatalog) {
        self.catalog = catalog
    }

    func log(_ session: MeditationSession, seconds: Int) {
        guard seconds > 0 else { return }
        catalog.logCompleted(session, seconds: seconds)
    }
}
