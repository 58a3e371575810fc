import SwiftUI

enum PremiumOfferAssembly {
    static func assemble() -> some View {
        PremiumOfferView(presenter: PremiumOfferPresenter())
    }
}

struct PremiumOfferView: View {
    @ObservedObject var presenter: PremiumOfferPresenter

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "moon.stars").font(.largeTitle)
            Text("Stillpoint Plus").font(.title.bold())
            Text("Sleep stories and 40 longer sessions.")
            Button(presenter.priceText) { presenter.didTapSubscribe() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

final class PremiumOfferPresenter: ObservableObject {
    @Published private(set) var isPurchasing = false
    let priceText = "€4.99 a month"

    func didTapSubscribe() {
        isPurchasing = true
    }
}
