import SwiftUI

enum SessionPlayerAssembly {
    static func assemble(session: MeditationSession) -> some View {
        SessionPlayerView(presenter: SessionPlayerPresenter(session: session))
    }
}

struct SessionPlayerView: View {
    @ObservedObject var presenter: SessionPlayerPresenter

    var body: some View {
        VStack(spacing: 32) {
            Text(presenter.remainingText)
                .font(.system(size: 64, weight: .thin, design: .rounded))
                .monospacedDigit()
            Button(presenter.isRunning ? "Pause" : "Begin") { presenter.toggle() }
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(presenter.session.title)
    }
}

final class SessionPlayerPresenter: ObservableObject {
    let session: MeditationSession
    @Published private(set) var isRunning = false
    @Published private(set) var remaining: Int

    init(session: MeditationSession) {
        self.session = session
        self.remaining = session.minutes * 60
    }

    var remainingText: String {
        String(format: "%d:%02d", remaining / 60, remaining % 60)
    }

    func toggle() {
        isRunning.toggle()
    }
}
