import Foundation

protocol TermsViewInput: AnyObject {
    func show(text: String)
}

protocol TermsViewOutput: AnyObject {
    func viewIsReady()
    func didTapAccept()
}

protocol TermsRouterInput: AnyObject {
    func close()
}
