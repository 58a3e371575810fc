import SwiftUI

enum ExhibitionDetailBuilder {
    static func build(exhibition: Exhibition, museum: MuseumService) -> some View {
        let interactor = ExhibitionDetailInteractor(museum: museum)
        let presenter = ExhibitionDetailPresenter(exhibition: exhibition, interactor: interactor)
        return ExhibitionDetailView(presenter: presenter)
    }
}

struct ExhibitionDetailView: View {
    @ObservedObject var presenter: ExhibitionDetailPresenter
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form {
            LabeledContent("Where", value: presenter.exhibition.hall)
            LabeledContent("Closes", value: presenter.exhibition.closes)
            Section {
                Link(destination: presenter.exhibition.ticketsURL) {
                    Label("Buy tickets", systemImage: "ticket")
                }
                Button {
                    if let url = presenter.directionsURL {
                        openURL(url)
                    }
                } label: {
                    Label("Directions", systemImage: "map")
                }
            }
        }
        .navigationTitle(presenter.exhibition.title)
    }
}

final class ExhibitionDetailPresenter: ObservableObject {
    let exhibition: Exhibition
    private let interactor: ExhibitionDetailInteractor

    init(exhibition: Exhibition, interactor: ExhibitionDetailInteractor) {
        self.exhibition = exhibition
        self.interactor = interactor
    }

    var directionsURL: URL? {
        interactor.mapsURL()
    }
}

final class ExhibitionDetailInteractor {
    private let museum: MuseumService

    init(museum: MuseumService) {
        self.museum = museum
    }

    func mapsURL() -> URL? {
        var components = URLComponents(string: "https://maps.apple.com/")
        components?.queryItems = [URLQueryItem(name: "daddr", value: museum.address)]
        return components?.url
    }
}
