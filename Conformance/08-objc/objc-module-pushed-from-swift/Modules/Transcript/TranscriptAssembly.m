//
//  TranscriptAssembly.m
//  Castaway
//

#import "TranscriptAssembly.h"
#import "TranscriptViewController.h"
#import "TranscriptPresenter.h"
#import "TranscriptInteractor.h"

@implementation TranscriptAssembly

+ (UIViewController *)buildModuleWithEpisodeTitle:(NSString *)episodeTitle {
    TranscriptViewController *view = [[TranscriptViewController alloc] init];
    TranscriptPresenter *presenter = [[TranscriptPresenter alloc] init];
    TranscriptInteractor *interactor = [[TranscriptInteractor alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.interactor = interactor;
    presenter.episodeTitle = episodeTitle;
    interactor.output = presenter;

    return view;
}

@end
