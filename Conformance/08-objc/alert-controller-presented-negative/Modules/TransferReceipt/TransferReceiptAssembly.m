//
//  TransferReceiptAssembly.m
//  Remit
//

#import "TransferReceiptAssembly.h"
#import "TransferReceiptViewController.h"
#import "TransferReceiptPresenter.h"
#import "TransferReceiptInteractor.h"

@implementation TransferReceiptAssembly

+ (UIViewController *)buildModuleWithAmount:(NSString *)amount {
    TransferReceiptViewController *view = [[TransferReceiptViewController alloc] init];
    TransferReceiptPresenter *presenter = [[TransferReceiptPresenter alloc] init];
    TransferReceiptInteractor *interactor = [[TransferReceiptInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.amount = amount;
    interactor.output = presenter;

    return view;
}

@end
