//
//  SongPickerAssembly.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

#import "SongPickerModuleOutput.h"

@interface SongPickerAssembly : NSObject

+ (UIViewController *)buildModuleWithOutput:(id<SongPickerModuleOutput>)moduleOutput;

@end
