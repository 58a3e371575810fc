import SwiftUI

// MARK: - View

struct PreheatView: View {
    @ObservedObject var presenter: PreheatPresenter

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "flame")
                .font(.system(size: 52))
                .foregroundStyle(.orange)
            ProgressView("Warming up the kiln log…")
            Text(presenter.tip)
                .font(.footnote)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(32)
        .onAppear { presenter.viewDidAppear() }
    }
}

// MARK: - Presenter

@MainActor
final class PreheatPresenter: ObservableObject {
    @Published private(set) var tip = ""

    private let interactor: PreheatInteractor

    init(interactor: PreheatInteractor) {
        self.interactor = interactor
    }

    func viewDidAppear() {
        tip = interactor.randomTip()
    }
}

// MARK: - Interactor

final class PreheatInteractor {
    private let tips = [
        "Candle overnight below 100 °C to drive off the last moisture.",
        "Leave a finger's width between shelves for even heat.",
        "Cone 6 bends at roughly 1220 °C at 60 °C an hour."
    ]

    func randomTip() -> String {
        tips.randomElement() ?? ""
    }
}

// MARK: - Builder

enum PreheatBuilder {
    @MainActor
    static func build() -> some View {
        PreheatView(presenter: PreheatPresenter(interactor: PreheatInteractor()))
    }
}
