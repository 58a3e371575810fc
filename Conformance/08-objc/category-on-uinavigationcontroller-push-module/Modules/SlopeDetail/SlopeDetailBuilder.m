//
//  SlopeDetailBuilder.m
//  Piste
//

#import "SlopeDetailBuilder.h"
#import "SlopeDetailViewController.h"
#import "SlopeDetailPresenter.h"

@implementation SlopeDetailBuilder

+ (UIViewController *)buildWithSlopeName:(NSString *)name {
    SlopeDetailViewController *view = [[SlopeDetailViewController alloc] init];
    SlopeDetailPresenter *presenter = [[SlopeDetailPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.slopeName = name;

    return view;
}

@end
