import SwiftUI

enum ArtistProfileBuilder {
    static func build(artistID: Int, programme: FestivalProgramme) -> some View {
        let interactor = ArtistProfileInteractor(programme: programme)
        let presenter = ArtistProfilePresenter(artistID: artistID, interactor: interactor)
        return ArtistProfileView(presenter: presenter)
    }
}

struct ArtistProfileView: View {
    @ObservedObject var presenter: ArtistProfilePresenter
    @Environment(\.openStage) private var openStage

    var body: some View {
        List {
            if let bio = presenter.bio {
                Section {
                    LabeledContent("Genre", value: bio.genre)
                    LabeledContent("From", value: bio.hometown)
                }
            }
            Section("Playing") {
                ForEach(presenter.sets) { set in
                    Button("\(set.start) on the \(set.stage) stage") {
                        openStage(set.stage)
                    }
                }
            }
        }
        .navigationTitle(presenter.bio?.name ?? "Artist")
        .toolbar {
            Button("Favourite", systemImage: presenter.isFavourite ? "heart.fill" : "heart") {
                presenter.didTapFavourite()
            }
        }
        .task { await presenter.load() }
    }
}

@MainActor
final class ArtistProfilePresenter: ObservableObject {
    let artistID: Int
    @Published private(set) var bio: ArtistBio?
    @Published private(set) var sets: [Performance] = []
    @Published private(set) var isFavourite = false

    private let interactor: ArtistProfileInteractor

    init(artistID: Int, interactor: ArtistProfileInteractor) {
        self.artistID = artistID
        self.interactor = interactor
    }

    func load() async {
        bio = await interactor.bio(of: artistID)
        sets = await interactor.sets(of: artistID)
        isFavourite = interactor.isFavourite(artistID)
    }

    func didTapFavourite() {
        interactor.toggleFavourite(artistID)
        isFavourite.toggle()
    }
}

final class ArtistProfileInteractor {
    private let programme: FestivalProgramme

    init(programme: FestivalProgramme) {
        self.programme = programme
    }

    func bio(of id: Int) async -> ArtistBio {
        await programme.artist(id: id)
    }

    func sets(of id: Int) async -> [Performance] {
        await programme.sets(ofArtist: id)
    }

    func isFavourite(_ id: Int) -> Bool {
        programme.favourites.contains(id)
    }

    func toggleFavourite(_ id: Int) {
        programme.toggleFavourite(id)
    }
}
