import Foundation

protocol ProfileViewInput: AnyObject {
    func show(profile: UserProfile)
    func setLoading(_ loading: Bool)
}

protocol ProfileViewOutput: AnyObject {
    func viewIsReady()
    func didTapWebsite()
    func didTapQuote()
}

protocol ProfileInteractorInput: AnyObject {
    func loadProfile()
}

protocol ProfileInteractorOutput: AnyObject {
    func didLoad(profile: UserProfile)
    func didFail(_ error: Error)
}

protocol ProfileRouterInput: AnyObject {
    func openWebsite(_ url: URL)
    func openEditor(quoting profile: UserProfile)
}
