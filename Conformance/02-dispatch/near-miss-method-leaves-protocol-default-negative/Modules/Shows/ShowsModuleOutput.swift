import Foundation

protocol ShowsModuleOutput: AnyObject {
    func showsDidSelect(_ show: Podcast)
    func showsDidRequestPremium(_ show: Podcast)
}

extension ShowsModuleOutput {

    /// Builds without a premium tier have nothing to sell; adopters that offer one implement this.
    func showsDidRequestPremium(_ show: Podcast) {
        print("Shows: premium requested for \(show.title), no subscription offer in this build")
    }
}
