import SwiftUI

final class HubRouter {
    private(set) var atlasTab: AnyView?
    private(set) var notesTab: AnyView?

    init() {
        atlasTab = AtlasBuilder().assemble().view
        notesTab = NotesBuilder().build()
    }
}
