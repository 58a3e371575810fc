import SwiftUI

enum SkyBuilder {
    static func build(almanac: SkyAlmanac) -> some View {
        let interactor = SkyInteractor(almanac: almanac)
        let presenter = SkyPresenter(interactor: interactor)
        return SkyView(presenter: presenter, almanac: almanac)
    }
}
