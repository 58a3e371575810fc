import SwiftUI

enum SlopesConfigurator {
    static func configure(resort: ResortService) -> some View {
        let presenter = SlopesPresenter(resort: resort)
        return SlopesView(presenter: presenter, resort: resort)
    }
}
