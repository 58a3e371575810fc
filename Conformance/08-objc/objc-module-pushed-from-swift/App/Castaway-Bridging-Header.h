//
//  Castaway-Bridging-Header.h
//  Castaway
//
//  Objective-C modules visible to Swift.
//

#import "TranscriptAssembly.h"
