//
//  SetlistPresenter.h
//  Rehearsal
//

#import <Foundation/Foundation.h>

#import "SetlistViewController.h"
#import "SetlistRouter.h"
#import "SongPickerModuleOutput.h"

@interface SetlistPresenter : NSObject <SetlistViewOutput, SongPickerModuleOutput>

@property (nonatomic, weak) id<SetlistViewInput> view;
@property (nonatomic, strong) id<SetlistRouterInput> router;

@end
