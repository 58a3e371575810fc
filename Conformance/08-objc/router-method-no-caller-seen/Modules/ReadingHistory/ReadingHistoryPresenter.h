//
//  ReadingHistoryPresenter.h
//  Stacks
//

#import <Foundation/Foundation.h>

#import "ReadingHistoryViewController.h"
#import "ReadingHistoryInteractor.h"

@interface ReadingHistoryPresenter : NSObject <ReadingHistoryViewOutput, ReadingHistoryInteractorOutput>

@property (nonatomic, weak) id<ReadingHistoryViewInput> view;
@property (nonatomic, strong) id<ReadingHistoryInteractorInput> interactor;

@end
