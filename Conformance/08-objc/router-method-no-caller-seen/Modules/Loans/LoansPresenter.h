//
//  LoansPresenter.h
//  Stacks
//

#import <Foundation/Foundation.h>

#import "LoansViewController.h"
#import "LoansInteractor.h"

@interface LoansPresenter : NSObject <LoansViewOutput, LoansInteractorOutput>

@property (nonatomic, weak) id<LoansViewInput> view;
@property (nonatomic, strong) id<LoansInteractorInput> interactor;

@end
