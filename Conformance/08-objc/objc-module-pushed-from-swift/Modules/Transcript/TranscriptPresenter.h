//
//  TranscriptPresenter.h
//  Castaway
//

#import <Foundation/Foundation.h>

#import "TranscriptViewController.h"
#import "TranscriptInteractor.h"

@interface TranscriptPresenter : NSObject <TranscriptViewOutput, TranscriptInteractorOutput>

@property (nonatomic, weak) id<TranscriptViewInput> view;
@property (nonatomic, strong) id<TranscriptInteractorInput> interactor;
@property (nonatomic, copy) NSString *episodeTitle;

@end
