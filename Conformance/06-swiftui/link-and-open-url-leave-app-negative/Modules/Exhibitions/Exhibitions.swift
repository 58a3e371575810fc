import SwiftUI

enum ExhibitionsBuilder {
    static func build(museum: MuseumService) -> some View {
        let interactor = ExhibitionsInteractor(museum: museum)
        let presenter = ExhibitionsPresenter(interactor: interactor)
        return ExhibitionsView(presenter: presenter, museum: museum)
    }
}

struct ExhibitionsView: View {
    @ObservedObject var presenter: ExhibitionsPresenter
    let museum: MuseumService

    var body: some View {
        NavigationStack {
            List {
                Section("On now") {
                    ForEach(presenter.exhibitions) { exhibition in
                        NavigationLink(destination: ExhibitionDetailBuilder.build(exhibition: exhibition, museum: museum)) {
                            VStack(alignment: .leading) {
                                Text(exhibition.title).font(.headline)
                                Text("\(exhibition.hall) · until \(exhibition.closes)").foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    Link("Visit our website", destination: presenter.websiteURL)
                }
            }
            .navigationTitle("Harbour Museum")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class ExhibitionsPresenter: ObservableObject {
    @Published private(set) var exhibitions: [Exhibition] = []

    private let interactor: ExhibitionsInteractor

    init(interactor: ExhibitionsInteractor) {
        self.interactor = interactor
    }

    var websiteURL: URL { interactor.websiteURL }

    func load() async {
        exhibitions = await interactor.loadExhibitions()
    }
}

final class ExhibitionsInteractor {
    private let museum: MuseumService

    init(museum: MuseumService) {
        self.museum = museum
    }

    var websiteURL: URL { museum.websiteURL }

    func loadExhibitions() async -> [Exhibition] {
        await museum.exhibitions()
    }
}
