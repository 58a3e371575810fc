import SwiftUI

enum RadarBuilder {
    static func build(city: String) -> some View {
        let interactor = RadarInteractor(client: .shared)
        let presenter = RadarPresenter(city: city, interactor: interactor)
        return RadarView(presenter: presenter)
    }
}

struct RadarView: View {
    @ObservedObject var presenter: RadarPresenter

    var body: some View {
        TabView {
            ForEach(presenter.frames, id: \.self) { url in
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
            }
        }
        .tabViewStyle(.page)
        .navigationTitle("Radar")
        .task { await presenter.load() }
    }
}

@MainActor
final class RadarPresenter: ObservableObject {
    let city: String
    @Published private(set) var frames: [URL] = []

    private let interactor: RadarInteractor

    init(city: String, interactor: RadarInteractor) {
        self.city = city
        self.interactor = interactor
    }

    func load() async {
        frames = await interactor.frames(for: city)
    }
}

final class RadarInteractor {
    private let client: WeatherClient

    init(client: WeatherClient) {
        self.client = client
    }

    func frames(for city: String) async -> [URL] {
        await client.radarFrameURLs(for: city)
    }
}
