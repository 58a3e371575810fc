import SwiftUI

enum BrewTimerBuilder {
    static func build(roast: Roast) -> some View {
        let interactor = BrewTimerInteractor()
        let presenter = BrewTimerPresenter(roast: roast, interactor: interactor)
        return BrewTimerView(presenter: presenter)
    }
}

struct BrewTimerView: View {
    @ObservedObject var presenter: BrewTimerPresenter

    var body: some View {
        VStack(spacing: 24) {
            Text(presenter.recipe).font(.title3)
            Text(presenter.remainingText)
                .font(.system(size: 64, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Button(presenter.isRunning ? "Pause" : "Start") {
                presenter.toggle()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle(presenter.title)
        .onDisappear { presenter.stop() }
    }
}

@MainActor
final class BrewTimerPresenter: ObservableObject {
    @Published private(set) var remaining: Int
    @Published private(set) var isRunning = false

    private let roast: Roast
    private let interactor: BrewTimerInteractor
    private var timer: Timer?

    init(roast: Roast, interactor: BrewTimerInteractor) {
        self.roast = roast
        self.interactor = interactor
        self.remaining = roast.brewSeconds
    }

    var title: String { roast.name }

    var recipe: String {
        "\(roast.gramsPerCup) g coffee · \(interactor.waterGrams(forCoffee: roast.gramsPerCup)) g water"
    }

    var remainingText: String {
        String(format: "%d:%02d", remaining / 60, remaining % 60)
    }

    func toggle() {
        if isRunning {
            stop()
        } else {
            isRunning = true
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                Task { @MainActor in self?.tick() }
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    private func tick() {
        guard remaining > 0 else { return stop() }
        remaining -= 1
    }
}

final class BrewTimerInteractor {
    private let ratio = 16

    func waterGrams(forCoffee grams: Int) -> Int {
        grams * ratio
    }
}
