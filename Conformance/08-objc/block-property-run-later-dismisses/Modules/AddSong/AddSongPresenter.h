//
//  AddSongPresenter.h
//  Tempo
//

#import <Foundation/Foundation.h>

#import "AddSongViewController.h"
#import "AddSongInteractor.h"

@interface AddSongPresenter : NSObject <AddSongViewOutput, AddSongInteractorOutput>

@property (nonatomic, weak) id<AddSongViewInput> view;
@property (nonatomic, strong) id<AddSongInteractorInput> interactor;
@property (nonatomic, copy) void (^onDone)(void);

@end
