import SwiftUI

enum FestivalRoute: Hashable {
    case artist(Int)
    case stage(String)
}

struct FestivalRootView: View {
    let programme: FestivalProgramme
    @State private var path: [FestivalRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            LineupBuilder.build(programme: programme)
                .navigationDestination(for: FestivalRoute.self) { route in
                    switch route {
                    case .artist(let artistID):
                        ArtistProfileBuilder.build(artistID: artistID, programme: programme)
                    case .stage(let name):
                        StageMapBuilder.build(stage: name, programme: programme)
                    }
                }
        }
        .environment(\.openArtist, { artistID in path.append(.artist(artistID)) })
        .environment(\.openStage, { name in path.append(.stage(name)) })
    }
}
