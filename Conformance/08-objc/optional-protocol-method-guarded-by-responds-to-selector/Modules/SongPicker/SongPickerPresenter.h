//
//  SongPickerPresenter.h
//  Rehearsal
//

#import <Foundation/Foundation.h>

#import "SongPickerViewController.h"
#import "SongPickerRouter.h"
#import "SongPickerModuleOutput.h"

@interface SongPickerPresenter : NSObject <SongPickerViewOutput>

@property (nonatomic, weak) id<SongPickerModuleOutput> moduleOutput;
@property (nonatomic, strong) id<SongPickerRouterInput> router;

@end
