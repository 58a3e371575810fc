//
//  SongPickerModuleOutput.h
//  Rehearsal
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SongPickerModuleOutput <NSObject>

- (void)songPickerDidPickSongTitled:(NSString *)title;

@optional
/// Sent when the user asks to bring in songs from another app; adopters that cannot import leave it out.
- (void)songPickerDidRequestImport;

@end

NS_ASSUME_NONNULL_END
