//
//  SetlistRouter.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

#import "SongPickerModuleOutput.h"

@protocol SetlistRouterInput <NSObject>
- (void)openSongPickerWithOutput:(id<SongPickerModuleOutput>)moduleOutput;
- (void)openImportSongs;
@end

@interface SetlistRouter : NSObject <SetlistRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
