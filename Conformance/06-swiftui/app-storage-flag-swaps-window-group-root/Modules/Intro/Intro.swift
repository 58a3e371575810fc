import SwiftUI

enum IntroBuilder {
    static func build(greenhouse: Greenhouse) -> some View {
        let presenter = IntroPresenter(greenhouse: greenhouse)
        return IntroView(presenter: presenter)
    }
}

struct IntroView: View {
    @ObservedObject var presenter: IntroPresenter
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false

    var body: some View {
        VStack(spacing: 24) {
            TabView {
                ForEach(presenter.cards, id: \.title) { card in
                    VStack(spacing: 12) {
                        Image(systemName: card.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(.green)
                        Text(card.title).font(.title.bold())
                        Text(card.text)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                }
            }
            .tabViewStyle(.page)
            .frame(height: 320)

            Picker("Your windows get", selection: $presenter.light) {
                ForEach(LightLevel.allCases) { level in
                    Text(level.rawValue).tag(level)
                }
            }
            .pickerStyle(.segmented)

            Button("Get started") {
                presenter.didTapGetStarted()
                hasSeenIntro = true
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct IntroCard {
    let symbol: String
    let title: String
    let text: String
}

@MainActor
final class IntroPresenter: ObservableObject {
    @Published var light: LightLevel = .bright

    let cards = [
        IntroCard(symbol: "drop.fill", title: "Never forget", text: "Sprout reminds you when each plant is thirsty."),
        IntroCard(symbol: "sun.max.fill", title: "Know your light", text: "Schedules adapt to how sunny your home is."),
        IntroCard(symbol: "leaf.fill", title: "Watch them grow", text: "Keep a log of every watering.")
    ]

    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    func didTapGetStarted() {
        greenhouse.save(light: light)
    }
}
