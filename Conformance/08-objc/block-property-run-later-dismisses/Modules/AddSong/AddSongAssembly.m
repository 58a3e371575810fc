//
//  AddSongAssembly.m
//  Tempo
//

#import "AddSongAssembly.h"
#import "AddSongViewController.h"
#import "AddSongPresenter.h"
#import "AddSongInteractor.h"

@implementation AddSongAssembly

+ (UIViewController *)buildModuleWithOnDone:(void (^)(void))onDone {
    AddSongViewController *view = [[AddSongViewController alloc] init];
    AddSongPresenter *presenter = [[AddSongPresenter alloc] init];
    AddSongInteractor *interactor = [[AddSongInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.onDone = onDone;
    interactor.output = presenter;

    return view;
}

@end
